import Foundation

/// Where a dashboard ("device") keeps its state and sockets under the state directory.
///
/// Without `--device`, the dashboard is the only device: its layout, containers and push socket
/// are in the state directory itself (`push.sock`). With `--device NAME`, each device has its
/// own folder `devices/NAME/` (layout, containers, `push.sock`) and the devices share the state
/// server, whose socket (`server.sock`) and values (`server-state.json`) are in the state
/// directory.
package struct DevicePaths: Equatable, Sendable {
  /// The state directory (`--state-dir`).
  package var root: URL
  /// The device's name, when devices share a state server.
  package var device: String?

  package init(root: URL, device: String?) {
    self.root = root
    self.device = device
  }

  /// The device's own state: its layout and app group containers.
  package var deviceDirectory: URL {
    guard let device else { return root }
    return root.appendingPathComponent("devices/\(device)", isDirectory: true)
  }

  /// The device's push socket.
  package var pushSocket: URL { deviceDirectory.appendingPathComponent("push.sock") }

  /// The shared state server's socket.
  package var serverSocket: URL { root.appendingPathComponent("server.sock") }

  /// Where the state server keeps its values.
  package var serverStore: URL { root.appendingPathComponent("server-state.json") }

  /// The state server's log file.
  package var serverLog: URL { root.appendingPathComponent("server.log") }

  /// The running state server's process id (written by `spaces server`, removed on exit).
  package var serverPID: URL { root.appendingPathComponent("server.pid") }

  /// The push sockets of every device that may be running under a state directory: the
  /// single-device socket, then each `devices/*/push.sock`, by name.
  package static func pushSockets(under root: URL) -> [URL] {
    var sockets = [DevicePaths(root: root, device: nil).pushSocket]
    let devices = root.appendingPathComponent("devices", isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: devices.path)) ?? []
    for name in names.sorted() {
      sockets.append(DevicePaths(root: root, device: name).pushSocket)
    }
    return sockets
  }

  /// Checks a device name: letters, digits, `-` and `_`, at most 32.
  package static func isValidDeviceName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 32
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }
}
