#pragma once

#include "ringcore/live/streamloadengine.h"

namespace ringcore {

/// Lean load engine: `concurrency` keep-alive HTTP/1.1 connections over QTcpSocket, each with up to
/// `pipelineDepth` pipelined `GET <key>` in flight (StreamLoadEngine), answers parsed in place:
/// status, X-Backend (backendPort), X-Path (the path the backend received), Connection: close,
/// Content-Length and chunked bodies. A request lost with its connection is resent up to twice,
/// then recorded as a transport error.
class RawLoadEngine : public StreamLoadEngine
{
    Q_OBJECT
public:
    static constexpr int kMaxAttempts = 3;

    explicit RawLoadEngine(QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("raw"); }

    /// Parses one response at buffer[pos]; returns bytes consumed, 0 when incomplete, -1 when malformed.
    static qsizetype parse(const QByteArray &buffer, qsizetype pos, int *status, int *backend, bool *close,
                           QByteArrayView *path = nullptr);

private:
    void appendRequest(QByteArray &out, QByteArrayView key) const override;
    qsizetype parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const override;
};

} // namespace ringcore
