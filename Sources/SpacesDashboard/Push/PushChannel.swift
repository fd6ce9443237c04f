import Foundation
import SpacesEngine
import SpacesStateServer

/// A dashboard's channels to other processes: its push socket and, for a named device, its
/// connection to the shared state server (started as a detached `spaces server` when none is
/// running). Everything they receive goes into `inbox`, for a `PushSource` to deliver.
@MainActor
package final class PushChannel {
  /// Where the device's state and sockets are.
  let paths: DevicePaths
  /// Pushes, rejections and server connection changes not yet delivered.
  let inbox: PushInbox
  /// The push socket.
  let listener: LocalListener
  /// The state server connection (named devices only).
  let client: StateServerClient?
  /// What to log once the engine runs.
  private(set) var startupEvents: [EngineEvent.Kind] = []

  private init(
    paths: DevicePaths, inbox: PushInbox, listener: LocalListener, client: StateServerClient?
  ) {
    self.paths = paths
    self.inbox = inbox
    self.listener = listener
    self.client = client
  }

  /// Opens the push socket (throws a clear `DataError` when another dashboard has it) and, for
  /// a named device, connects to the state server, starting one with `executable` if needed;
  /// `connectApps` hands the server connection to the apps before they launch.
  package static func open(
    paths: DevicePaths, executable: URL?,
    connectApps: @MainActor (StateServerClient) -> Void
  ) async throws -> PushChannel {
    let inbox = PushInbox()
    try LocalSockets.prepareDirectory(paths.deviceDirectory)
    let listener: LocalListener
    do {
      listener = try await PushListener.start(at: paths.pushSocket.path) { report in
        PushSource.file(report, in: inbox)
      }
    } catch LocalSocketError.inUse(let path) {
      throw DataError(
        "another dashboard is running on \(paths.deviceDirectory.path) (its push socket \(path) "
          + "answers); quit it, or use another --state-dir or --device")
    }
    var client: StateServerClient?
    var events: [EngineEvent.Kind] = []
    if let device = paths.device {
      let stateClient = StateServerClient(
        socketPath: paths.serverSocket.path, device: device,
        onPush: { token in inbox.push(.token(token)) },
        onConnectionChange: { connected in inbox.serverConnection(connected) })
      connectApps(stateClient)
      events += await StateServerLauncher.ensureRunning(paths: paths, executable: executable)
      do {
        try await stateClient.connect()
      } catch {
        events.append(.warning("\(error)"))
      }
      client = stateClient
    }
    let channel = PushChannel(paths: paths, inbox: inbox, listener: listener, client: client)
    channel.startupEvents =
      [.push(.listening(device: paths.device, path: paths.pushSocket.path))] + events
    return channel
  }

  /// The loop source that delivers this channel's actions; stopping it closes the channel.
  package func source() -> PushSource {
    PushSource(inbox: inbox) { [self] in close() }
  }

  /// Closes the push socket (removing its file) and the server connection; pushes still
  /// waiting are answered "the dashboard is quitting".
  package func close() {
    listener.closeNow()
    client?.stop()
    inbox.close()
  }
}
