# The client is built with retries=0: spotipy sends each request once, so
# the create is not re-sent by the library.
import spotipy


sp = spotipy.Spotify(auth=None, retries=0)


def create_playlist(user_id: str, name: str):
    return sp.user_playlist_create(user=user_id, name=name)
