"""Typed errors. Each message is a sentence a user can act on; the CLI prints it as is."""


class ContextyError(Exception):
    """Base for every error the app reports to the user instead of crashing."""


class StoreError(ContextyError):
    pass


class SchemaTooNewError(StoreError):
    pass


class NotFoundError(StoreError):
    pass


class InvalidInputError(ContextyError, ValueError):
    pass


class TreeError(ContextyError):
    """A tree command that would break an invariant (cycle, unknown id, cross-workspace move)."""


class ImportFormatError(InvalidInputError):
    pass
