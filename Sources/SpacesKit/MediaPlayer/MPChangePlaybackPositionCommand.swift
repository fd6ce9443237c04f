import Foundation

/// The command that moves playback to a position (scrubbing), as MediaPlayer declares it.
public final class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}
