# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""One module per resource (the operations of one tag), imported by the client on first use."""
