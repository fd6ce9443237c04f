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
      handler. Without --device, every dashboard on the state directory gets the push.
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
      device.map { [DevicePaths(root: root, device: $0).pushSocket] }
      ?? DevicePaths.pushSockets(under: root)
    let request = try request()
    var delivered = 0
    var failures: [String] = []
    for socket in sockets where FileManager.default.fileExists(atPath: socket.path) {
      do {
        let reply = try await PushSender.send(request, to: socket.path)
        if reply.ok {
          delivered += 1
          print("pushed \(request) to \(socket.path)")
        } else {
          failures.append("\(socket.path) refused the push: \(reply.error ?? "no reason")")
        }
      } catch {
        failures.append("\(socket.path): no dashboard answers (a stale socket?)")
      }
    }
    for failure in failures { StandardError.write("spaces: \(failure)\n") }
    guard delivered > 0 else {
      if failures.isEmpty {
        let expected = sockets.first?.path ?? root.path
        StandardError.write("spaces: no dashboard is running (no socket at \(expected))\n")
      }
      throw ExitCode(1)
    }
  }
}
