"""The Options screen: its rows, the cloth and the tile set pickers."""
