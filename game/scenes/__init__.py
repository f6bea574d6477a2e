"""The game's screens. Each is a :class:`game.scenes.base.Scene` on the app's stack."""
