# File generated from our OpenAPI spec by revgen. Do not edit by hand.

__version__ = "0.1.0"
