#pragma once
// "testline", the test system's own load protocol (issue 35 item 7: a protocol registered from
// the tests folder alone). One request per line, one answer per line:
//
//   GET <key>\n          a request (the key byte for byte: KeySet keys have no spaces or newlines)
//   <port> <key>\n       the answer of backend <port> (ringlab-responder-testsystem, testlineanswers.cpp)
//   ERR <reason>\n       the proxy could not reach a backend (ringlab-testproxy), or a bad request
//
// Its engine (TestLineLoadEngine, registered with RINGCORE_REGISTER_LOAD_PROTOCOL) pipelines the
// requests over StreamLoadEngine; its backends are ringlab-responder-testsystem
// (TestLineBackends, RINGCORE_REGISTER_BACKEND_KIND), which speaks it with the folder's answers.

#include "ringcore/live/streamloadengine.h"

namespace ringlab::test {

class TestLineLoadEngine : public ringcore::StreamLoadEngine
{
public:
    static constexpr int kMaxKeyLength = 1024;
    static constexpr int kMaxAttempts = 5;

    explicit TestLineLoadEngine(QObject *parent = nullptr) : StreamLoadEngine(kMaxAttempts, parent) {}
    QString name() const override { return QStringLiteral("testline"); }

    /// One answer at buffer[pos]: bytes consumed, 0 when incomplete, -1 when malformed. *status
    /// 200 with *port and *key for "<port> <key>", 502 for "ERR …".
    static qsizetype parse(const QByteArray &buffer, qsizetype pos, int *status, int *port, QByteArrayView *key);

private:
    void appendRequest(QByteArray &out, QByteArrayView key) const override;
    qsizetype parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const override;
};

} // namespace ringlab::test
