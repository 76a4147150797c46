"""`python -m contexty_qt`, and the entry point of the frozen bundle (packaging/contexty-qt.spec).

The bundle's one executable is four programs: the app, the `contexty` command line (its verbs:
`contexty-qt add --text ...`, `contexty-qt tree`), the model worker the app starts for
embeddings and OCR (core/modelworker.py) and the observation frames' encoder (capture/encoder.py),
the last two selected by a first argument no user types.
"""

import sys


def main() -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()  # a library's child process re-enters here, not in main()
    from contexty_qt.quickforward import forward

    quick = forward(sys.argv[1:])  # a desktop shortcut's `capture-*`: no heavy imports on that path
    if quick is not None:
        return quick
    from contexty_qt.core.modelhost import WORKER_ARGUMENT

    if sys.argv[1:2] == [WORKER_ARGUMENT]:
        from contexty_qt.core.modelworker import main as worker_main

        return worker_main(sys.argv[2:])
    if sys.argv[1:2] == ["--contexty-frame-encoder"]:  # capture/encoder.py ENCODER_ARGUMENT
        from contexty_qt.capture.encoder import main as encoder_main

        return encoder_main(sys.argv[2:])
    from contexty_qt.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
