import Foundation
import SpacesKit
import Testing

/// App code run outside any dashboard (a test that forgot its engine's host) gets the process
/// default host, which has no app group containers: it writes nowhere, as an iOS app without
/// the app group's entitlement gets no container.
@Suite("SystemHost: the process default")
struct SystemHostFallbackTests {
  @Test("outside a host there is no app group container, and nothing is created")
  func noContainerOutsideAHost() {
    let group = "group.com.example.Fallback-\(UUID().uuidString)"
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) == nil)
    let old = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-containers/\(group)")
    #expect(!FileManager.default.fileExists(atPath: old.path))
  }

  @Test("inside a host the container is its folder under the host's containers directory")
  func containerInAHost() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "containers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = SystemHost(now: { Date() }, containersDirectory: directory, handler: { _ in })
    let url = host.runSync {
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example")
    }
    #expect(
      url?.standardizedFileURL
        == directory.appendingPathComponent("group.example").standardizedFileURL)
    #expect(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("group.example").path)
    )
  }
}
