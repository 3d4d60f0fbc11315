"""Network play: a host owns the game, clients keep copies in lockstep (issue 34).

``protocol`` the messages, ``host`` the :class:`~arkham.net.host.Host`, ``client`` the
:class:`~arkham.net.client.Client`, ``thread`` the network thread a window talks to through
queues. Only choice ids travel: every copy runs the real rules.
"""
