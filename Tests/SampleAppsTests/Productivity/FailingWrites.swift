import SpacesKit

@testable import SampleApps

/// A timer store whose writes fail, as on a read-only disk, for one dashboard's host only (the
/// app's store is process-wide, and other tests' dashboards run meanwhile): what root can't get
/// from `chmod`.
struct FailingWrites: TimerStore {
  let host: SystemHost
  let base: any TimerStore

  func loadAll() throws -> [TimerRecord] { try base.loadAll() }

  func saveAll(_ timers: [TimerRecord]) throws {
    guard SystemHost.current === host else { return try base.saveAll(timers) }
    throw ReadOnly()
  }

  /// What the app group store throws on a read-only disk.
  struct ReadOnly: Error, CustomStringConvertible {
    var description: String { "couldn't save timers.json: Read-only file system" }
  }

  /// Runs work with the app's store failing writes for a host; the store is put back after.
  @MainActor
  static func during(_ host: SystemHost, _ work: () async throws -> Void) async rethrows {
    let base = TimerManager.shared.store.withLock { store in
      let base = store
      store = FailingWrites(host: host, base: base)
      return base
    }
    defer { TimerManager.shared.store.withLock { $0 = base } }
    try await work()
  }
}
