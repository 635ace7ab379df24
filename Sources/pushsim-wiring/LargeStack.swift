#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the command on a thread with a large stack (issue 31 item 2): the second line of defence behind the readers'
/// budget (`SourceBudget`). Recursion the budget does not measure — in the toolchain's parser, the model builder, an
/// analysis, or freeing a deep model — has 512 MiB of address space instead of the main thread's 8 MiB; only the pages
/// a deep input touches are used. When the thread cannot be made, the command runs here.
enum LargeStack {
  static let bytes = 512 << 20

  final class Work: @unchecked Sendable {
    let body: @Sendable () -> Int32
    var result: Int32 = 0

    init(_ body: @escaping @Sendable () -> Int32) { self.body = body }
  }

  static func run(_ body: @escaping @Sendable () -> Int32) -> Int32 {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, bytes) == 0 else { return body() }
    let work = Work(body)
    let context = Unmanaged.passRetained(work).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
      let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
        work.result = work.body()
        return nil
      }
    #else
      var thread = pthread_t()
      let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        guard let context else { return nil }
        let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
        work.result = work.body()
        return nil
      }
    #endif
    guard pthread_create(&thread, &attributes, start, context) == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return body()
    }
    #if canImport(Darwin)
      guard let thread else { return work.result }
    #endif
    pthread_join(thread, nil)
    return work.result
  }
}
