"""The title, the home menu, New game, About, the daily deal's intro and the pause menu."""
