import Dispatch
import Foundation
import SpacesEngine
import Testing

/// Marks the main queue, so code can tell whether it runs there.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// Whether the caller runs on the main queue.
private func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Nonisolated async code: where Swift runs it depends on the task's executor preference.
private func onMainQueue() async -> Bool {
  await Task.yield()
  return isOnMainQueue()
}

@Suite("MainQueueExecutor and MainQueueSleep")
struct MainQueueTests {
  @Test("a task that prefers it runs nonisolated async code on the main queue; others don't")
  func nonisolatedCodeOnTheMainQueue() async {
    _ = mainQueueKey
    let preferred = await Task(executorPreference: MainQueueExecutor.shared) {
      await onMainQueue()
    }.value
    let global = await Task.detached { await onMainQueue() }.value
    #expect(preferred)
    #expect(!global)
  }

  @Test("sleeps at least the duration, on the main queue")
  @MainActor
  func sleeps() async {
    let start = ContinuousClock.now
    await MainQueueSleep.sleep(for: .milliseconds(30))
    #expect(ContinuousClock.now - start >= .milliseconds(30))
    #expect(isOnMainQueue())
  }

  @Test("cancelling the task ends the sleep at once")
  @MainActor
  func cancelled() async {
    let start = ContinuousClock.now
    let task = Task(executorPreference: MainQueueExecutor.shared) { @Sendable @MainActor in
      await MainQueueSleep.sleep(for: .seconds(600))
      return Task.isCancelled
    }
    await MainQueueSleep.sleep(for: .milliseconds(10))
    task.cancel()
    #expect(await task.value)
    // Well before the timer (the whole suite shares the main queue: it can be slow to return).
    #expect(ContinuousClock.now - start < .seconds(300))
  }

  @Test("a task cancelled before it sleeps doesn't sleep")
  @MainActor
  func cancelledBefore() async {
    let start = ContinuousClock.now
    let task = Task(executorPreference: MainQueueExecutor.shared) { @Sendable @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      await MainQueueSleep.sleep(for: .seconds(600))
      return Task.isCancelled
    }
    #expect(await task.value)
    #expect(ContinuousClock.now - start < .seconds(300))
  }
}
