from minesweeper.cli import main

main()
