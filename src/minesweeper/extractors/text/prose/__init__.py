"""A thesis's running prose: lines joined into sentences (`sentences`), the advisor and
committee its acknowledgements thank by role (`acknowledgements`), and the co-authors its
statements of joint work name (`joint_work`).
"""
