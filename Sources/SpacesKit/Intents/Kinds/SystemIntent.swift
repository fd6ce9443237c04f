/// An intent of a kind the system knows (audio playback, …), as App Intents declares it.
public protocol SystemIntent: AppIntent {}
