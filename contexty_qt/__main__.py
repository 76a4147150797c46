import sys

from contexty_qt.cli import main

sys.exit(main())
