"""The results screen (``scene``): what it shows, worked out once (``data``), and its drawing."""
