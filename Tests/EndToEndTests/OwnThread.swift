import Foundation

/// Runs work that holds its thread on purpose (a load generator writing as fast as it can) on
/// a thread of its own, and awaits the result without holding one of the cooperative pool's
/// threads meanwhile.
enum OwnThread {
  /// `work`'s result, computed on a new thread named `name`.
  static func run<Value: Sendable>(
    _ name: String, _ work: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: work()) }
      thread.name = name
      thread.start()
    }
  }
}
