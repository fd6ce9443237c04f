import ArgumentParser
import Foundation
import SpacesStateServer

/// `spaces push`: delivers a push to running dashboards through their push sockets, as a
/// server's push notification would reach a phone.
struct PushCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "push",
    abstract:
      "Push a reload to the running dashboard's controls (cause \"push\"), or an update to a Live "
      + "Activity.",
    discussion: """
      Give exactly one of --kind, --token, --all, --activity or --start. The control must be registered \
      for pushes (.pushHandler(_:)); its token is in the inspector's event log and in the app's \
      push handler. --activity takes a Live Activity's identifier (activity-1, in the \
      inspector) or its push token (Activity.pushToken, for pushType: .token) and delivers \
      --content-state as APNs delivers aps.content-state: decoded into the app's ContentState, \
      heard by contentUpdates. --start takes an ActivityAttributes type's name or its \
      push-to-start token (Activity.pushToStartToken) with --attributes and --content-state and \
      starts an activity of that type, as APNs' start event does (Activity.activityUpdates \
      yields it). Without --device, every dashboard on the state directory gets the \
      push. Exits 1 when no dashboard took it: none runs, none has such a control or activity \
      ("no control of kind …", "no Live Activity …"), the content state doesn't decode, or none \
      answered within 5 s (a stopped dashboard).
      """)

  @Option(help: "Reload every control of this kind.")
  var kind: String?

  @Option(help: "Reload the control with this push token (hexadecimal).")
  var token: String?

  @Flag(help: "Reload every control registered for pushes.")
  var all = false

  @Option(
    help: ArgumentHelp(
      "Update the Live Activity with this identifier or push token.", valueName: "id"))
  var activity: String?

  @Option(
    help: ArgumentHelp(
      "Start a Live Activity of this attributes type (its name or push-to-start token).",
      valueName: "type"))
  var start: String?

  @Option(
    help: ArgumentHelp(
      "With --start: the activity's attributes, a JSON object (aps.attributes).",
      valueName: "json"))
  var attributes: String?

  @Option(
    help: ArgumentHelp(
      "The activity's new content state, a JSON object (aps.content-state).", valueName: "json"))
  var contentState: String?

  @Option(help: ArgumentHelp("update (default) or end (aps.event).", valueName: "event"))
  var event: String?

  @Option(
    help: ArgumentHelp(
      "When the content goes stale: seconds since 1970 or ISO 8601 (aps.stale-date).",
      valueName: "date"))
  var staleDate: String?

  @Option(help: ArgumentHelp("The activity's relevance score.", valueName: "score"))
  var relevanceScore: Double?

  @Option(
    help: ArgumentHelp(
      "With --event end: when it leaves the Lock Screen (seconds since 1970 or ISO 8601).",
      valueName: "date"))
  var dismissalDate: String?

  @Option(help: ArgumentHelp("An alert shown with the update (aps.alert).", valueName: "title"))
  var alert: String?

  @Option(help: ArgumentHelp("The alert's body.", valueName: "text"))
  var alertBody: String?

  @Option(help: ArgumentHelp("Only the dashboard of this device.", valueName: "name"))
  var device: String?

  @OptionGroup var options: CommonOptions

  func validate() throws {
    let given = [kind != nil, token != nil, all, activity != nil, start != nil].filter { $0 }
      .count
    guard given == 1 else {
      throw ValidationError("give exactly one of --kind, --token, --all, --activity or --start")
    }
    if start == nil, attributes != nil {
      throw ValidationError("--attributes goes with --start")
    }
    if start != nil, event != nil {
      throw ValidationError("--event goes with --activity")
    }
    let activityOptions: [(String, Bool)] = [
      ("--content-state", contentState != nil), ("--event", event != nil),
      ("--stale-date", staleDate != nil), ("--relevance-score", relevanceScore != nil),
      ("--dismissal-date", dismissalDate != nil), ("--alert", alert != nil),
      ("--alert-body", alertBody != nil),
    ]
    if activity == nil, start == nil, let stray = activityOptions.first(where: \.1) {
      throw ValidationError("\(stray.0) goes with --activity")
    }
    if let device, !DevicePaths.isValidDeviceName(device) {
      throw ValidationError("bad device name '\(device)'")
    }
    _ = try request()
  }

  /// The push message the options describe.
  func request() throws -> PushRequest {
    let object: [String: Any] =
      if let activity { try activityFields(activity) } else if let start {
        try startFields(start)
      } else if let kind {
        ["kind": kind]
      } else if let token { ["token": token] } else { ["all": true] }
    let line = try JSONSerialization.data(withJSONObject: object)
    do {
      return try PushRequest(json: line)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() async throws {
    let root =
      options.stateDir.map { URL(fileURLWithPath: $0) } ?? StateDirectory.defaultURL()
    let sockets =
      (device.map { [DevicePaths(root: root, device: $0).pushSocket] }
      ?? DevicePaths.pushSockets(under: root))
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    let request = try request()
    // Every dashboard at once: a stopped one costs its timeout, not the others'.
    let outcomes = await withTaskGroup(of: (Int, Outcome).self) { group in
      for (index, socket) in sockets.enumerated() {
        group.addTask { (index, await Self.send(request, to: socket.path)) }
      }
      var outcomes: [(Int, Outcome)] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var delivered = 0
    for (socket, outcome) in zip(sockets, outcomes) {
      switch outcome {
      case .delivered(let controls, let activity):
        delivered += 1
        let reached =
          activity.map { " → Live Activity \($0)" }
          ?? controls.map { " → \($0) control\($0 == 1 ? "" : "s")" } ?? ""
        print("pushed \(request) to \(socket.path)\(reached)")
      case .failed(let message):
        StandardError.write("spaces: \(message)\n")
      }
    }
    guard delivered > 0 else {
      if sockets.isEmpty {
        let expected =
          device.map { DevicePaths(root: root, device: $0).pushSocket.path }
          ?? DevicePaths(root: root, device: nil).pushSocket.path
        StandardError.write("spaces: no dashboard is running (no socket at \(expected))\n")
      }
      throw ExitCode(1)
    }
  }

  /// The activity push's fields, as the push socket takes them.
  func activityFields(_ activity: String) throws -> [String: Any] {
    var fields: [String: Any] = ["activity": activity, "event": event ?? "update"]
    if let contentState {
      guard let object = try? JSONSerialization.jsonObject(with: Data(contentState.utf8)),
        object is [String: Any]
      else {
        throw ValidationError("--content-state must be a JSON object, like '{\"stop\": 3}'")
      }
      fields["content-state"] = object
    }
    if let staleDate { fields["stale-date"] = try Self.seconds(staleDate, option: "--stale-date") }
    if let dismissalDate {
      fields["dismissal-date"] = try Self.seconds(dismissalDate, option: "--dismissal-date")
    }
    if let relevanceScore { fields["relevance-score"] = relevanceScore }
    if let alert { fields["alert"] = ["title": alert, "body": alertBody ?? ""] }
    return fields
  }

  /// A push-to-start's fields: the activity's fields with event start and the attributes.
  func startFields(_ type: String) throws -> [String: Any] {
    var fields = try activityFields(type)
    fields["event"] = "start"
    if let attributes {
      guard let object = try? JSONSerialization.jsonObject(with: Data(attributes.utf8)),
        object is [String: Any]
      else {
        throw ValidationError("--attributes must be a JSON object, like '{\"order\": \"1042\"}'")
      }
      fields["attributes"] = object
    }
    return fields
  }

  /// A date option as seconds since 1970: a number, or ISO 8601 (`2026-06-08T10:00:00Z`).
  static func seconds(_ text: String, option: String) throws -> Double {
    if let seconds = Double(text), seconds.isFinite { return seconds }
    if let date = ISO8601DateFormatter().date(from: text) { return date.timeIntervalSince1970 }
    throw ValidationError(
      "\(option) must be seconds since 1970 or an ISO 8601 date (2026-06-08T10:00:00Z), "
        + "not '\(text)'")
  }

  /// What came of a push to one dashboard.
  enum Outcome: Sendable {
    /// It reaches that many controls (`nil`: an older dashboard that doesn't say), or the Live
    /// Activity with this identifier.
    case delivered(controls: Int?, activity: String? = nil)
    /// It was refused or got no answer, and why.
    case failed(String)
  }

  /// Sends the push to one dashboard's socket.
  static func send(_ request: PushRequest, to path: String) async -> Outcome {
    do {
      let reply = try await PushSender.send(request, to: path)
      guard reply.ok else {
        return .failed("\(reply.error ?? "the push was refused") (the dashboard at \(path))")
      }
      return .delivered(controls: reply.controls, activity: reply.activity)
    } catch let error as PushSendError {
      return .failed(error.description)
    } catch {
      return .failed("\(path): no dashboard answers (a stale socket?)")
    }
  }
}
