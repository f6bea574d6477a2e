"""The game's screens. Each is a :class:`game.scene.Scene` on the app's stack."""
