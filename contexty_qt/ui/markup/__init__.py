"""Markup of a region capture before it is saved (arrow, box, highlight, text, blur, crop, undo)."""
