"""Issue 21: an SDK client built without a timeout (a library-row finding,
ReportBoundGaps) in an example is low like any RC101 finding there: a person
runs it and can interrupt."""
from openai import OpenAI

client = OpenAI()  # want: RC101 low
