import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// The Siri bar driven by requests: replies with their dialog, list and questions; a request
/// no phrase matches fails the test.
@MainActor
@Suite struct AskTests {
  @Test func aPhraseRunsItsShortcutAndTheReplyHasItsDialog() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let reply = try #require(await dashboard.ask("Brew coffee with Coffee"))
    #expect(reply.title == "Brew")  // the App Shortcut's shortTitle
    #expect(reply.dialog == "Brewing a fresh cup")
    #expect(!reply.isError)
    #expect(reply.question == nil)
    #expect(dashboard.control("BrewToggle")?.isOn == true)
  }

  @Test func aQuestionIsAnsweredAndTheRunEnds() async throws {
    let dashboard = try await TestDashboard(bundle: PantryWidgets.self)
    defer { dashboard.close() }
    let asked = try #require(await dashboard.ask("Pour with Pantry"))
    #expect(asked.question == "Cups")
    let reply = try #require(await dashboard.answer("2"))
    #expect(reply.dialog == "Poured 2")
    #expect(reply.question == nil)
  }

  @Test func askingWhatAnAppCanDoListsItsPhrases() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let reply = try #require(await dashboard.ask("What can I do with Coffee"))
    #expect(reply.list.contains("“Brew coffee with Coffee” — Brew"))
  }

  @Test func aRequestNoPhraseMatchesFailsListingThePhrases() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await withKnownIssue {
      #expect(await dashboard.ask("Order a pizza") == nil)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("No App Shortcut phrase matches \"Order a pizza\". The phrases are:")
        && text.contains("\"Brew coffee with Coffee\" — Brew")
    }
    #expect(dashboard.events.intentRuns.isEmpty)
  }

  @Test func answeringWithNoQuestionOpenFails() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await withKnownIssue {
      #expect(await dashboard.answer("2") == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == "No question is open to answer with \"2\"."
    }
  }
}
