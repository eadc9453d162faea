"""A paper's first page: the author lines under its title (`authors`), the e-mail blocks
under them (`emailblocks`) and the author notes at the foot of the page (`author_notes`).
`authors` also splits any printed list of names, which publication lists and prose share.
"""
