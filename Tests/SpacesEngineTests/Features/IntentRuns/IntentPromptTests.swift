import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The Name button's action (its questions come from the tests).
private struct RenameIntent: AppIntent {
  static var title: LocalizedStringResource { "Rename" }
  func perform() async throws -> IntentResultContainer { .result() }
}

@MainActor
@Suite("Intent runs: questions to the user")
struct IntentPromptTests {
  /// A store with the Rename button pressed 10 s ago: run 1 performs, due to time out at 30 s.
  private func renaming() -> (ReducerTestStore, ControlID) {
    let store = ReducerTestStore()
    let button = ReducerFixtures.button("Rename", action: IntentBox(RenameIntent()))
    let id = store.install([ReducerFixtures.installed("com.example.Rename", preview: button)])[0]
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        store.pressEnd(id),
        .runs(.perform(RunID(1), IntentBox(RenameIntent()))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Rename"]
    ) {
      $0.controls.update(id) {
        $0.isPerforming = true
        $0.pressedUntil = store.now + ControlsFeature.pressDuration
      }
      $0.runs.applying(.start(IntentBox(RenameIntent()), origin: .control(id)), at: now)
    }
    store.advance(by: 10)
    return (store, id)
  }

  private static let question = IntentPrompt.value(title: "Name", dialog: "What name?")

  @Test("a question pauses the run's timeout and presents a prompt")
  func askPauses() {
    let (store, _) = renaming()
    store.send(
      .runs(.asked(RunID(1), ask: 7, Self.question)),
      effects: [.cancel(.runs(.timeout(RunID(1))))],
      events: ["ask Rename: What name?"]
    ) {
      $0.runs.applying(.asked(RunID(1), ask: 7, Self.question), at: store.now)
      let prompt = PromptState(run: RunID(1), ask: 7, prompt: Self.question)
      $0.runs.prompts[prompt.run] = prompt
      $0.navigation.presentations = [.prompt(prompt.run)]
    }
    #expect(
      store.state.runs.runs[RunID(1)]?.phase
        == .awaitingAnswer(ask: 7, Self.question, remaining: 20))
    // Time passes while the person thinks: no timeout fires (none is scheduled).
    store.advance(by: 120)
  }

  @Test("every printable key types, q included; Enter answers and the timeout resumes")
  func typeAndAnswer() {
    let (store, id) = renaming()
    store.send(
      .runs(.asked(RunID(1), ask: 7, Self.question)),
      effects: [.cancel(.runs(.timeout(RunID(1))))], events: ["ask Rename: What name?"]
    ) {
      $0.runs.applying(.asked(RunID(1), ask: 7, Self.question), at: store.now)
      let prompt = PromptState(run: RunID(1), ask: 7, prompt: Self.question)
      $0.runs.prompts[prompt.run] = prompt
      $0.navigation.presentations = [.prompt(prompt.run)]
    }
    var typed = PromptState(run: RunID(1), ask: 7, prompt: Self.question)
    for key in ["q", "?", "1", "日"] {
      _ = typed.field.insert(key)
      store.send(.key(.character(Character(key)))) {
        let prompt = typed
        $0.runs.prompts[prompt.run] = prompt
        $0.navigation.presentations = [.prompt(prompt.run)]
      }
    }
    typed.field.deleteBackward()
    store.send(.key(.backspace)) {
      let prompt = typed
      $0.runs.prompts[prompt.run] = prompt
      $0.navigation.presentations = [.prompt(prompt.run)]
    }
    #expect(!store.state.quitRequested, "q typed a letter")
    store.advance(by: 60)
    let now = store.now
    store.send(
      .key(.enter),
      effects: [
        .runs(.answer(RunID(1), ask: 7, .text("q?1"))),
        .schedule(.runs(.timeout(RunID(1))), at: now + 20),
      ],
      events: ["answer Rename: \"q?1\""]
    ) {
      $0.runs.applying(.answer(RunID(1), .text("q?1")), at: now)
      $0.navigation.presentations = []
    }
    #expect(store.state.runs.runs[RunID(1)]?.phase == .performing(deadline: now + 20))
    #expect(store.state.controls[id]?.isPerforming == true)
  }

  @Test("Escape on a question cancels the run: the intent resumes with a cancellation")
  func escapeCancels() {
    let (store, id) = renaming()
    let list = IntentPrompt.disambiguation(title: "Name", options: ["Work", "Violin"], dialog: nil)
    store.send(
      .runs(.asked(RunID(1), ask: 3, list)), effects: [.cancel(.runs(.timeout(RunID(1))))],
      events: ["ask Rename: Which name?"]
    ) {
      $0.runs.applying(.asked(RunID(1), ask: 3, list), at: store.now)
      let prompt = PromptState(run: RunID(1), ask: 3, prompt: list)
      $0.runs.prompts[prompt.run] = prompt
      $0.navigation.presentations = [.prompt(prompt.run)]
    }
    var moved = PromptState(run: RunID(1), ask: 3, prompt: list)
    moved.selection = 1
    store.send(.key(.down)) {
      let prompt = moved
      $0.runs.prompts[prompt.run] = prompt
      $0.navigation.presentations = [.prompt(prompt.run)]
    }
    let now = store.now
    store.send(
      .key(.escape),
      effects: [
        .runs(.answer(RunID(1), ask: 3, nil)), .runs(.cancelRun(RunID(1))),
        .schedule(.controls(.statusExpiry(id)), at: now + 2),
        .controls(.reload(id, generation: 1)),
        .schedule(.controls(.reloadTimeout(id)), at: now + 10),
        store.toastExpiry,
      ],
      events: ["failed Rename: cancelled", "reload Rename cause=interaction"]
    ) {
      $0.runs.removing(RunID(1), at: now)
      $0.runs.prompts[RunID(1)] = nil
      $0.navigation.presentations = []
      $0.controls.update(id) {
        $0.isPerforming = false
        $0.lastError = "cancelled"
        $0.status = TimedText(text: "Couldn't complete", until: now + 2)
        _ = $0.reload.request(.interaction, now: now, rules: .control)
      }
      $0.toasting("Rename: cancelled", .error, at: store.now)
    }
  }

  @Test("a list answers with the highlighted option or its number; yes/no with y and n")
  func choiceKeys() {
    let list = PromptState(
      run: RunID(1), ask: 1,
      prompt: .disambiguation(title: "Session", options: ["Calm", "Focus", "Sleep"], dialog: nil))
    #expect(list.handle(.character("2")) == .answer(.choice(1)))
    #expect(list.handle(.character("9")) == .ignored)
    #expect(list.handle(.enter) == .answer(.choice(0)))
    var up = list
    up.selection = 2
    #expect(list.handle(.up) == .edited(up), "up from the first wraps to the last")
    let confirm = PromptState(
      run: RunID(1), ask: 1, prompt: .confirmation(title: "Session", item: "Calm", dialog: nil))
    #expect(confirm.handle(.character("y")) == .answer(.confirmation(true)))
    #expect(confirm.handle(.enter) == .answer(.confirmation(true)))
    #expect(confirm.handle(.character("n")) == .answer(.confirmation(false)))
    #expect(confirm.handle(.character("q")) == .ignored)
    #expect(confirm.handle(.escape) == .cancel)
  }

  @Test("a question for a run that already ended is cancelled at once")
  func askAfterEnd() {
    let store = ReducerTestStore()
    store.send(
      .runs(.asked(RunID(4), ask: 9, Self.question)),
      effects: [.runs(.answer(RunID(4), ask: 9, nil))])
  }

  @Test("an action's confirmation is answered with its name and Cancel, as iOS labels the buttons")
  func actionButtons() {
    let buy = IntentPrompt.confirmation(
      title: "Order Coffee", item: "Buy", dialog: "Order a flat white for $4?", actionName: "Buy")
    #expect(buy.confirmationButtons == "[y] Buy    [n] Cancel")
    let item = IntentPrompt.confirmation(title: "Session", item: "Calm", dialog: nil)
    #expect(item.confirmationButtons == "[y] Yes    [n] No", "an item is confirmed with yes or no")
  }
}
