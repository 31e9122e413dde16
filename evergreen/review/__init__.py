"""A game's review, in one place: how the search bot judges a decision (``judge``), the
grades, the review of a whole game and its summary (``analysis``), the review kept beside
its save (``kept``) and the checks a kept one must pass against its game (``check``), and
the review made in a worker process, a decision at a time (``run``).

The window shows it (``ui/words/review.py`` words it, ``ui/screens/replay/review.py`` draws
it on the replay viewer); the achievements read which kept reviews have no blunder
(``progress/reviews.py``). Nothing here imports pygame or the window.
"""
