"""The game's end: the result, the record, the level and the goals reached."""
