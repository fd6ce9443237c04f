// swift-format-ignore-file
// (The listings stay as the session shows them.)

import Foundation
import SpacesKit
import Testing

// The code listings of WWDC22 "Implement App Shortcuts with App Intents", each compiled against
// SpacesKit with only `import AppIntents` (and `import Combine`) changed. This target builds in
// the Swift 5 language mode, as the session's Xcode 14 project did: the listings declare
// `static var` stored properties, which Swift 6 rejects as shared mutable state.
//
// Steps that redefine a type live in their own namespace (`Listing0343` for 3:43); the final
// state of the app (10:09, 13:15, 16:11, 16:34, 17:09) is at the top level. Two listings are
// fragments: 8:54 and 13:15 show only `perform()`, so a struct around them declares the rest,
// and 11:16 elides its `perform()` (`// ...`), which an extension supplies.
//
// The 13:15 listing as published does not compile in any Swift: `self.session ?? try await …`
// puts `try` right of a non-assignment operator, a `??` autoclosure can't `await`, and a stray
// `}` closes `perform()` early. It is repaired here in the smallest way that keeps its meaning:
// the value comes from `self.session`, else from `requestDisambiguation`.

// MARK: - What the listings assume exists in the app

/// Starts meditation sessions; records what it started.
enum MeditationService {
  nonisolated(unsafe) static var started: [String] = []
  static func startDefaultSession() async { started.append("default") }
  static func start(session: MeditationSession) async { started.append(session.name.key) }
}

/// The sessions the app offers.
enum SessionManager {
  static let allSessions = [
    MeditationSession(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Calming"),
    MeditationSession(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Walking"),
  ]
  static func session(for id: UUID) -> MeditationSession? { allSessions.first { $0.id == id } }
}

/// The snippet the 8:54 intent shows.
struct MeditationSnippetView: View {
  /// Made in `perform()`, off the main actor, as the listing does.
  nonisolated init() {}
  var body: some View {
    VStack {
      Text("Meditation")
      Text("10 min")
    }
  }
}

/// 11:16 declares `sessionType: SessionType?` without defining `SessionType`: the session entity.
typealias SessionType = MeditationSession

/// Enough of Combine (absent on Linux) for the 16:34 listing: `@Published` with a `sink`.
@propertyWrapper
struct Published<Value> {
  let subject: PublishedSubject<Value>
  init(wrappedValue: Value) { subject = PublishedSubject(wrappedValue) }
  var wrappedValue: Value {
    get { subject.value }
    nonmutating set { subject.send(newValue) }
  }
  var projectedValue: PublishedSubject<Value> { subject }
}
final class PublishedSubject<Value> {
  var value: Value
  private var receivers: [(Value) -> Void] = []
  init(_ value: Value) { self.value = value }
  func send(_ newValue: Value) {
    value = newValue
    for receiver in receivers { receiver(newValue) }
  }
  /// Like Combine's, the current value is delivered at once.
  func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
    receivers.append(receiveValue)
    receiveValue(value)
    return AnyCancellable()
  }
}
final class AnyCancellable {}

// MARK: - 3:43, 5:31, 6:35, 8:54: the first intent and its shortcuts

enum Listing0343 {
// 3:43 - Implement an AppIntent
// StartMeditationIntent creates a meditation session.

struct StartMeditationIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Meditation Session"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await MeditationService.startDefaultSession()
        return .result(dialog: "Okay, starting a meditation session.")
    }
}
}

enum Listing0531 {
typealias StartMeditationIntent = Listing0343.StartMeditationIntent
// 5:31 - Create an AppShortcutsProvider
// An AppShortcut turns an Intent into a full fledged shortcut
// AppShortcuts are returned from a struct that implements the AppShortcuts
// protocol

struct MeditationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: ["Start a \(.applicationName)"]
        )
    }
}
}

enum Listing0635 {
typealias StartMeditationIntent = Listing0343.StartMeditationIntent
// 6:35 - Provide multiple phrases
// An AppShortcut turns an Intent into a full fledged shortcut
// AppShortcuts are returned from a struct that implements the AppShortcuts
// protocol

struct MeditationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: [
                "Start a \(.applicationName)",
                "Begin \(.applicationName)",
                "Meditate with \(.applicationName)",
                "Start a session with \(.applicationName)"
            ]
        )
    }
}
}

enum Listing0854 {
struct StartMeditationIntent: AppIntent {
static let title: LocalizedStringResource = "Start Meditation Session"
// 8:54 - Provide a dialog and snippet view
// Custom views give your intent more personality
// and can convey more information

func perform() async throws -> some ProvidesDialog & ShowsSnippetView {
    await MeditationService.startDefaultSession()
    return .result(
        dialog: "Okay, starting a meditation session.",
        view: MeditationSnippetView()
    )
}
}
}

// MARK: - 10:09, 10:55, 11:16: the session entity, its query, the parameter

// 10:09 - Implement an AppEntity
// An entity is a type that can be used as a parameter
// for an AppIntent.

struct MeditationSession: AppEntity {
    let id: UUID
    let name: LocalizedStringResource

    static var typeDisplayName: LocalizedStringResource = "Meditation Session"
    var displayRepresentation: AppIntents.DisplayRepresentation {
        DisplayRepresentation(title: name)
    }

    static var defaultQuery = MeditationSessionQuery()
}

enum Listing1055 {
// 10:55 - Query for entities
// Queries allow the App Intents framework to
// look up your entities by their identifier

struct MeditationSessionQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [MeditationSession] {
        return identifiers.compactMap { SessionManager.session(for: $0) }
    }
}
}

enum Listing1116 {
// 11:16 - Define a parameter
// Adding a parameter to an intent allows you to prompt the user
// to provide a value for the parameter

struct StartMeditationIntent: AppIntent {
    @Parameter(title: "Session Type")
    var sessionType: SessionType?

    // ...
}
}

/// What 11:16 elides.
extension Listing1116.StartMeditationIntent {
  static let title: LocalizedStringResource = "Start Meditation Session"
  func perform() async throws -> some IntentResult { .result() }
}

// MARK: - 13:15, 16:11, 16:34, 17:09: the app as the session ends

struct StartMeditationIntent: AppIntent {
static let title: LocalizedStringResource = "Start Meditation Session"
@Parameter(title: "Session") var session: MeditationSession?
// 13:15 - Prompt for values (repaired, see the top of the file)
// Prompting for values can be done by calling methods
// on the property's wrapper type.

func perform() async throws -> some ProvidesDialog {
    let sessionToRun: MeditationSession
    if let session = self.session { sessionToRun = session } else { sessionToRun = try await $session.requestDisambiguation(
            among: SessionManager.allSessions,
            dialog: IntentDialog("What session would you like?")
        ) }
    await MeditationService.start(session: sessionToRun)
    return .result(
        dialog: "Okay, starting a \(sessionToRun.name) meditation session."
    )
}
}

// 16:11 - Implement suggestedEntities()
// Queries can provide suggested values for your Entity
// that serve as parameters for App Shortcuts

struct MeditationSessionQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [MeditationSession] {
        return identifiers.compactMap { SessionManager.session(for: $0) }
    }

    func suggestedEntities() async throws -> [MeditationSession] {
        return SessionManager.allSessions
    }
}

// 16:34 - Update App Shortcut parameters
// Your app must notify App Intents when your values change
// This is typically best done in your app’s model layer

class SessionModel {
    @Published
    var sessions: [MeditationSession] = []
    private var cancellable: AnyCancellable?

    init() {
        self.cancellable = $sessions.sink { _ in
            MeditationShortcuts.updateAppShortcutParameters()
        }
    }

    // ...
}

// 17:09 - Add parameterized phrases
// Phrases can also contain a single parameter reference

struct MeditationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: [
                "Start a \(.applicationName)",
                "Begin \(.applicationName)",
                "Meditate with \(.applicationName)",
                "Start a \(\.$session) session with \(.applicationName)",
                "Begin a \(\.$session) session with \(.applicationName)",
                "Meditate on \(\.$session) with \(.applicationName)"
            ]
        )
    }
}

// MARK: - The tests

@Suite("Implement App Shortcuts with App Intents: the listings compile and behave", .serialized)
struct AppShortcutsSeedListingTests {
  @Test("the shortcuts list their phrases with the app name and parameter as pieces")
  func phrases() {
    #expect(Listing0531.MeditationShortcuts.appShortcuts.map { $0.phrases.map(\.description) } == [
      ["Start a ${applicationName}"]
    ])
    #expect(Listing0635.MeditationShortcuts.appShortcuts[0].phrases.count == 4)
    let shortcut = MeditationShortcuts.appShortcuts[0]
    #expect(shortcut.title == "Start Meditation Session")
    #expect(shortcut.phrases.map(\.description) == [
      "Start a ${applicationName}", "Begin ${applicationName}", "Meditate with ${applicationName}",
      "Start a ${session} session with ${applicationName}",
      "Begin a ${session} session with ${applicationName}",
      "Meditate on ${session} with ${applicationName}",
    ])
    #expect(shortcut.phrases.allSatisfy { $0.containsApplicationName })
  }

  @Test("the 3:43 and 8:54 intents give their dialog; 8:54's snippet resolves to its view")
  func dialogAndSnippet() async throws {
    let plain = try await IntentBox(Listing0343.StartMeditationIntent()).perform()
    #expect(plain.dialog?.full.resolvedText == "Okay, starting a meditation session.")
    #expect(plain.snippet == nil)
    let snippet = try await IntentBox(Listing0854.StartMeditationIntent()).perform()
    #expect(snippet.dialog?.full.resolvedText == "Okay, starting a meditation session.")
    let texts = snippet.snippet.map { node -> [String] in
      var found: [String] = []
      node.forEachNode { if case .text(.verbatim(let text)) = $0 { found.append(text) } }
      return found
    }
    #expect(texts == ["Meditation", "10 min"])
  }

  @Test("the 13:15 intent with a session given names it in the dialog")
  func givenSession() async throws {
    var intent = StartMeditationIntent()
    intent.session = SessionManager.allSessions[1]
    let content = try await IntentBox(intent).perform()
    #expect(content.dialog?.full.resolvedText == "Okay, starting a Walking meditation session.")
  }

  @Test("the 10:55 and 16:11 queries find sessions; 16:11 suggests them all")
  func queries() async throws {
    let id = SessionManager.allSessions[0].id
    #expect(try await Listing1055.MeditationSessionQuery().entities(for: [id]).map(\.id) == [id])
    #expect(try await MeditationSessionQuery().suggestedEntities().count == 2)
    #expect(MeditationSession.typeDisplayRepresentation.name.resolvedText == "Meditation Session")
    #expect(Listing1116.StartMeditationIntent()._parameters.map(\.name) == ["sessionType"])
  }

  @Test("the 16:34 model tells App Intents that the parameters changed, at once and on change")
  func sessionModelUpdates() {
    let host = SystemHost(
      now: { Date() }, containersDirectory: FileManager.default.temporaryDirectory,
      handler: { _ in })
    let provider = String(reflecting: MeditationShortcuts.self)
    host.runSync {
      let model = SessionModel()
      #expect(host.appShortcutParameters.generation(of: provider) == 1)
      model.sessions = SessionManager.allSessions
      #expect(host.appShortcutParameters.generation(of: provider) == 2)
    }
  }
}
