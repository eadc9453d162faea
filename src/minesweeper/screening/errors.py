"""The screening package's exceptions; the web layer maps them to problem responses."""


class ScreeningError(Exception):
    """Root of every error raised by minesweeper.screening."""


class ApplicantNotFoundError(ScreeningError):
    pass


class RoundNotFoundError(ScreeningError):
    pass
