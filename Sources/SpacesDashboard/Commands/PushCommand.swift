import ArgumentParser
import Foundation
import SpacesStateServer

/// `spaces push`: delivers a push to running dashboards through their push sockets, as a
/// server's push notification would reach a phone.
struct PushCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "push",
    abstract: "Push a reload to the running dashboard's controls (cause \"push\").",
    discussion: """
      Give exactly one of --kind, --token or --all. The control must be registered for pushes \
      (.pushHandler(_:)); its token is in the inspector's event log and in the app's push \
      handler. Without --device, every dashboard on the state directory gets the push. Exits 1 \
      when no dashboard took it: none runs, none has such a control ("no control of kind …"), \
      or none answered within 5 s (a stopped dashboard).
      """)

  @Option(help: "Reload every control of this kind.")
  var kind: String?

  @Option(help: "Reload the control with this push token (hexadecimal).")
  var token: String?

  @Flag(help: "Reload every control registered for pushes.")
  var all = false

  @Option(help: ArgumentHelp("Only the dashboard of this device.", valueName: "name"))
  var device: String?

  @OptionGroup var options: CommonOptions

  func validate() throws {
    let given = [kind != nil, token != nil, all].filter { $0 }.count
    guard given == 1 else { throw ValidationError("give exactly one of --kind, --token or --all") }
    if let device, !DevicePaths.isValidDeviceName(device) {
      throw ValidationError("bad device name '\(device)'")
    }
    _ = try request()
  }

  /// The push message the options describe.
  func request() throws -> PushRequest {
    let object: [String: Any] =
      if let kind { ["kind": kind] } else if let token { ["token": token] } else { ["all": true] }
    let line = try JSONSerialization.data(withJSONObject: object)
    do {
      return try PushRequest(json: line)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() async throws {
    let root =
      options.stateDir.map { URL(fileURLWithPath: $0) } ?? StateDirectory.defaultURL()
    let sockets =
      (device.map { [DevicePaths(root: root, device: $0).pushSocket] }
      ?? DevicePaths.pushSockets(under: root))
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    let request = try request()
    // Every dashboard at once: a stopped one costs its timeout, not the others'.
    let outcomes = await withTaskGroup(of: (Int, Outcome).self) { group in
      for (index, socket) in sockets.enumerated() {
        group.addTask { (index, await Self.send(request, to: socket.path)) }
      }
      var outcomes: [(Int, Outcome)] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var delivered = 0
    for (socket, outcome) in zip(sockets, outcomes) {
      switch outcome {
      case .delivered(let controls):
        delivered += 1
        let reached = controls.map { " → \($0) control\($0 == 1 ? "" : "s")" } ?? ""
        print("pushed \(request) to \(socket.path)\(reached)")
      case .failed(let message):
        StandardError.write("spaces: \(message)\n")
      }
    }
    guard delivered > 0 else {
      if sockets.isEmpty {
        let expected =
          device.map { DevicePaths(root: root, device: $0).pushSocket.path }
          ?? DevicePaths(root: root, device: nil).pushSocket.path
        StandardError.write("spaces: no dashboard is running (no socket at \(expected))\n")
      }
      throw ExitCode(1)
    }
  }

  /// What came of a push to one dashboard.
  enum Outcome: Sendable {
    /// It reaches that many controls (`nil`: an older dashboard that doesn't say).
    case delivered(controls: Int?)
    /// It was refused or got no answer, and why.
    case failed(String)
  }

  /// Sends the push to one dashboard's socket.
  static func send(_ request: PushRequest, to path: String) async -> Outcome {
    do {
      let reply = try await PushSender.send(request, to: path)
      guard reply.ok else {
        return .failed("\(reply.error ?? "the push was refused") (the dashboard at \(path))")
      }
      return .delivered(controls: reply.controls)
    } catch let error as PushSendError {
      return .failed(error.description)
    } catch {
      return .failed("\(path): no dashboard answers (a stale socket?)")
    }
  }
}
