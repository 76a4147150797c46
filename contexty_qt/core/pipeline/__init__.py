"""The AI pipeline steps: analysis, placement, evolution, understanding, reorganization."""
