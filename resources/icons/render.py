"""Render contexty.svg to the PNG sizes desktops ask for. Run after editing the SVG:
QT_QPA_PLATFORM=offscreen .venv/bin/python resources/icons/render.py
"""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 22, 32, 48, 64, 128, 256)
HERE = Path(__file__).resolve().parent

if __name__ == "__main__":
    app = QGuiApplication([])
    renderer = QSvgRenderer(str(HERE / "contexty.svg"))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(HERE / f"contexty-{size}.png"))
