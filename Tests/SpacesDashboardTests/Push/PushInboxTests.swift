import Foundation
import SpacesEngine
import SpacesStateServer
import Synchronization
import Testing

@testable import SpacesDashboard

/// The inbox between the sockets' thread and the run loop: pushes coalesce per target before
/// they reach the engine, every sender is answered, and nothing in it grows without bound.
@Suite("Push inbox: coalescing, answers, bounds")
struct PushInboxTests {
  /// Replies a test collects.
  final class Replies: Sendable {
    private let replies = Mutex<[PushReply]>([])
    var all: [PushReply] { replies.withLock { $0 } }
    func put(_ reply: PushReply) { replies.withLock { $0.append(reply) } }
  }

  @Test("a thousand pushes for one kind wait as one, which answers every sender")
  func coalescesPerTarget() {
    let inbox = PushInbox()
    let replies = Replies()
    for _ in 0..<1000 { inbox.push(.kind("com.a.Timer")) { replies.put($0) } }
    inbox.push(.token("00ff"))
    inbox.push(.token("00ff"))
    let actions = inbox.take()
    #expect(actions.count == 2)
    guard case .deliver(.kind("com.a.Timer"), let requester?) = actions.first else {
      Issue.record("expected the kind's push first: \(actions)")
      return
    }
    #expect(actions.last == .deliver(.token("00ff")), "the server's pushes have no sender")
    requester.answer(.delivered(controls: 2))
    #expect(replies.all == Array(repeating: PushReply(ok: true, controls: 2), count: 1000))
    #expect(inbox.take().isEmpty, "taken is gone")
  }

  @Test("an ignored push answers with the reason")
  func ignoredAnswer() {
    let inbox = PushInbox()
    let replies = Replies()
    inbox.push(.kind("com.example.Nope")) { replies.put($0) }
    guard case .deliver(_, let requester?) = inbox.take().first else {
      Issue.record("no push")
      return
    }
    requester.answer(.ignored("no control of kind com.example.Nope"))
    #expect(replies.all == [PushReply(ok: false, error: "no control of kind com.example.Nope")])
  }

  @Test("rejections past sixteen are counted in one line; connection changes coalesce")
  func bounded() {
    let inbox = PushInbox()
    for index in 0..<100 { inbox.rejected("bad \(index)") }
    inbox.serverConnection(false)
    inbox.serverConnection(false)
    inbox.serverConnection(true)
    let actions = inbox.take()
    #expect(actions.count == 16 + 2 + 1)
    #expect(actions[15] == .rejected("bad 15"))
    #expect(actions[16] == .serverConnection(false))
    #expect(actions[17] == .serverConnection(true))
    #expect(actions.last == .rejected("84 more messages rejected"))
  }

  @Test("the doorbell rings once for an empty inbox; closing answers what waits")
  func doorbellAndClose() async {
    let inbox = PushInbox()
    let replies = Replies()
    inbox.push(.all) { replies.put($0) }
    inbox.push(.kind("a.B")) { replies.put($0) }
    var rings = inbox.doorbell.makeAsyncIterator()
    #expect(await rings.next() != nil)
    inbox.close()
    #expect(await rings.next() == nil, "closed: the doorbell stops")
    #expect(
      replies.all
        == Array(repeating: PushReply(ok: false, error: "the dashboard is quitting"), count: 2))
    inbox.push(.all) { replies.put($0) }
    #expect(replies.all.count == 3, "a push after closing is answered at once")
  }
}
