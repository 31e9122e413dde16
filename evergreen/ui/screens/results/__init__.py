"""The results screen (``scene``): what it shows, worked out once (``data``), and its drawing:
the players' cards with their charts (``cards``), the solo ladder (``ladder``), the winner's
ribbon and falling leaves (``celebration``).

Imports as any screen does (``screens/__init__``)."""
