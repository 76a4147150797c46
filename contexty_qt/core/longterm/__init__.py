"""Memory that lasts (issue 7): workspaces and sessions, post-thinking at session end, reversible
forgetting, the long-term repository and reuse across workspaces.

    workspaces.py     create / rename / switch / archive workspaces, each an undoable command
    sessions.py       sessions of work (CHAT-2): start on activity after a gap or explicitly, end
                      explicitly, on quit or after inactivity; memories record their session
    consolidation.py  post-thinking at session end (CAIM-5): inductive thoughts, a session summary,
                      merge proposals, accept (an undoable merge that keeps both sources) or reject
    forgetting.py     importance ranking and fading of observations (LUFY-3), the faded list and
                      restore, disk usage per workspace and image retention by bytes and days
    repository.py     the long-term repository (LTM-1): search over every workspace with the matching
                      sentence, and the 2D map (PCA + k-means, keywords per cluster)
    reuse.py          pull memories and whole groups into another workspace by reference (LTM-2),
                      and the lookup chat's @-mentions use across workspaces
    jobs.py           the job handlers (post_think, forget, retain_images) for the job runner
    schemas.py        what the post-thinking prompts must answer

Schema: migration 5 in core/store.py. Nothing here imports Qt or loads a model at import time.
"""
