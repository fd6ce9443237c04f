import Foundation

/// Who runs the binary where permissions apply: the current user when it isn't root, else
/// `nobody` through `setpriv` (`nil` when root has no `setpriv`).
struct UnprivilegedUser {
  /// The user and group identifiers files are given to.
  var uid: uid_t
  var gid: gid_t
  /// What runs the binary: itself, or `setpriv`.
  var launcher: URL
  private var prefix: [String]

  static var current: UnprivilegedUser? {
    if geteuid() != 0 {
      return UnprivilegedUser(
        uid: geteuid(), gid: getegid(), launcher: URL(fileURLWithPath: "/usr/bin/env"),
        prefix: [])
    }
    guard let setpriv = Tmux.which("setpriv") else { return nil }
    return UnprivilegedUser(
      uid: 65534, gid: 65534, launcher: URL(fileURLWithPath: setpriv),
      prefix: ["--reuid=65534", "--regid=65534", "--clear-groups"])
  }

  /// The launcher's arguments for running a binary with arguments.
  func arguments(_ binary: URL, _ arguments: [String]) -> [String] {
    prefix + [binary.path] + arguments
  }

  /// Gives a file or directory to the user.
  func own(_ url: URL) throws {
    guard chown(url.path, uid, gid) == 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
    }
  }
}
