"""The Load screen (``scene``) and its list of saves, each with a small planet (``save_list``).

Imports as any screen does (``screens/__init__``)."""
