import Foundation

/// Keeps a spawned child from inheriting this process's descriptors beyond 0–2.
///
/// SwiftNIO opens its sockets without close-on-exec on Linux, so a child started with
/// `posix_spawn` would otherwise hold copies of the push socket, the state server's listener
/// and their connections: a dashboard that quit would seem to be listening still, and a
/// connection its peer closed would stay open in the child.
package enum InheritedDescriptors {
  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34+; a GNU extension Swift doesn't
  /// import), looked up once.
  private static let closeFrom: CloseFrom? = {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np")
    else { return nil }
    return unsafeBitCast(symbol, to: CloseFrom.self)
  }()

  /// Adds "close every descriptor from 3 up" to a spawn's file actions (after the actions
  /// already added, so descriptors they opened at 0–2 stay). Without the glibc call, closes
  /// each descriptor listed in /proc/self/fd.
  package static func closeAll(in actions: inout posix_spawn_file_actions_t) {
    if let closeFrom, closeFrom(&actions, 3) == 0 { return }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }
}
