# spotipy's session retries 429 and 5xx answers for GET, POST, PUT and
# DELETE (urllib3.Retry, 3 times): a playlist create or an add of tracks
# that got a 502 after Spotify took it is sent again. The methods are
# called on the client itself, so the receiver says it is spotipy's.
import spotipy
from spotipy.oauth2 import SpotifyOAuth


class SpotifyClient:
    def __init__(self):
        self.sp = spotipy.Spotify(auth_manager=SpotifyOAuth(scope="playlist-modify-private"))
        self.recent = RecentPlaylists()

    def create_playlist(self, user_id: str, name: str):
        return self.sp.user_playlist_create(user=user_id, name=name)  # want: RC301 medium

    def add_tracks(self, playlist_id: str, track_ids: list):
        return self.sp.playlist_add_items(playlist_id, track_ids)  # want: RC301 medium

    def me(self):
        # a read: repeating it changes nothing
        return self.sp.current_user()

    def remember(self, user_id: str, name: str):
        # a method of the same name on an object of the file, not spotipy's client
        return self.recent.user_playlist_create(user_id, name)


class RecentPlaylists:
    def __init__(self):
        self.items = []

    def user_playlist_create(self, user_id, name):
        self.items.append((user_id, name))
