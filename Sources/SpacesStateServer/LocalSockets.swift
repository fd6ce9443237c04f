import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// The local sockets' shared machinery: one event-loop thread for every listener and client of
/// the process (it sleeps in `epoll_wait` with no timeout while nothing arrives), and the rules
/// for socket files: owner-only (the socket 0600, its directory 0700), no TCP.
package enum LocalSockets {
  /// The event loop group: one thread, started on first use.
  package static let group: MultiThreadedEventLoopGroup = MultiThreadedEventLoopGroup(
    numberOfThreads: 1)

  /// The longest path a Unix-domain socket address holds on Linux (`sun_path`, less the NUL).
  package static let maxPathLength = 107

  /// Creates a socket's directory if needed and makes it owner-only (0700).
  package static func prepareDirectory(_ directory: URL) throws {
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o700], ofItemAtPath: directory.path)
    } catch {
      throw LocalSocketError.cannotPrepare(path: directory.path, reason: "\(error)")
    }
  }

  /// Makes a socket path free to bind: a live socket (something accepts connections) throws
  /// `.inUse`; a stale one (left by a process that died) is removed; a file that is not a
  /// socket is moved aside (`<name>.not-a-socket-<seconds>`), never deleted.
  package static func claim(_ path: String) throws {
    guard path.utf8.count <= maxPathLength else { throw LocalSocketError.pathTooLong(path) }
    var info = stat()
    guard lstat(path, &info) == 0 else { return }  // nothing there
    guard (info.st_mode & S_IFMT) == S_IFSOCK else {
      let aside = "\(path).not-a-socket-\(Int(Date().timeIntervalSince1970))"
      try? FileManager.default.moveItem(atPath: path, toPath: aside)
      return
    }
    if isListening(path) { throw LocalSocketError.inUse(path: path) }
    unlink(path)
  }

  /// Whether something accepts connections on a socket path (a plain, blocking `connect`).
  package static func isListening(_ path: String) -> Bool {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return withAddress(of: path) { connect(descriptor, $0, $1) } == 0
  }

  /// Calls `body` with a Unix-domain socket address for `path` and its length (for `connect`,
  /// `bind`); `nil` for a path too long for one.
  package static func withAddress<Result>(
    of path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
  ) -> Result? {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }

  /// Listens on a Unix-domain socket path: claims it (see `claim`), binds, makes the socket
  /// file 0600, and hands every connection's lines to callbacks made for it; each connection
  /// keeps `limits` (a peer that stops sending may still have its lines answered).
  package static func listen(
    at path: String, limits: LineConnection.Limits,
    callbacks: @escaping @Sendable () -> LineConnection.Callbacks,
    group: any EventLoopGroup = LocalSockets.group
  ) async throws -> LocalListener {
    try claim(path)
    let counter = limits.maxConnections.map(ConnectionCounter.init(limit:))
    let connections = OpenChannels()
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 16)
      .childChannelOption(.allowRemoteHalfClosure, value: true)
      .childChannelInitializer { channel in
        connections.insert(channel)
        return channel.eventLoop.makeCompletedFuture {
          try LineConnection.install(
            on: channel, limits: limits, callbacks: callbacks(), counter: counter)
        }
      }
    let channel: any Channel
    do {
      channel = try await bootstrap.bind(unixDomainSocketPath: path).get()
    } catch {
      throw LocalSocketError.cannotListen(path: path, reason: "\(error)")
    }
    guard chmod(path, 0o600) == 0 else {
      try? await channel.close()
      throw LocalSocketError.cannotListen(path: path, reason: "chmod 0600 failed")
    }
    return LocalListener(channel: channel, path: path, connections: connections)
  }
}

/// A listening socket; closing it closes its connections and removes its file.
package final class LocalListener: Sendable {
  let channel: any Channel
  /// The socket file.
  package let path: String
  private let connections: OpenChannels

  init(channel: any Channel, path: String, connections: OpenChannels) {
    self.channel = channel
    self.path = path
    self.connections = connections
  }

  /// Stops listening, closes the connections and removes the socket file.
  package func close() async {
    try? await channel.close()
    connections.closeAll()
    unlink(path)
  }

  /// Stops listening, closes the connections and removes the socket file, without waiting.
  package func closeNow() {
    channel.close(promise: nil)
    connections.closeAll()
    unlink(path)
  }

  /// Completes when the listener closed.
  package var closed: EventLoopFuture<Void> { channel.closeFuture }
}

/// Why a local socket could not be used.
package enum LocalSocketError: Error, CustomStringConvertible, Equatable {
  /// Nothing listens at the path.
  case noSocket(path: String, underlying: String)
  /// Another process listens at the path.
  case inUse(path: String)
  /// The path is too long for a Unix-domain socket address.
  case pathTooLong(String)
  /// The socket's directory could not be created or made owner-only.
  case cannotPrepare(path: String, reason: String)
  /// Binding failed.
  case cannotListen(path: String, reason: String)

  package var description: String {
    switch self {
    case .noSocket(let path, _): "nothing is listening at \(path)"
    case .inUse(let path): "another process is already listening at \(path)"
    case .pathTooLong(let path):
      "the socket path \(path) is longer than \(LocalSockets.maxPathLength) bytes; "
        + "use a shorter --state-dir"
    case .cannotPrepare(let path, let reason): "can't prepare \(path): \(reason)"
    case .cannotListen(let path, let reason): "can't listen at \(path): \(reason)"
    }
  }
}

/// A listener's open connections, to close with it.
final class OpenChannels: Sendable {
  private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

  /// Keeps a connection until it closes.
  func insert(_ channel: any Channel) {
    let id = ObjectIdentifier(channel)
    channels.withLock { $0[id] = channel }
    channel.closeFuture.whenComplete { [self] _ in
      _ = channels.withLock { $0.removeValue(forKey: id) }
    }
  }

  /// Closes every connection still open.
  func closeAll() {
    for channel in channels.withLock({ Array($0.values) }) { channel.close(promise: nil) }
  }
}
