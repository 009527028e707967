#pragma once

#include "ringcore/live/loadengine.h"

#include <QElapsedTimer>
#include <QList>

#include <memory>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;

namespace ringcore {

/// Load through QNetworkAccessManager. Qt 6.4 opens at most 6 HTTP/1.1 connections per host and
/// manager, so the engine spreads its `concurrency` request slots over ceil(concurrency/6)
/// managers; each slot sends its next key when its reply finishes.
class QnamLoadEngine : public LoadEngine
{
    Q_OBJECT
public:
    explicit QnamLoadEngine(QObject *parent = nullptr);
    ~QnamLoadEngine() override;

    void start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink) override;
    void abort() override;
    QString name() const override { return QStringLiteral("qnam"); }

    static constexpr int kConnectionsPerManager = 6;

private:
    void sendNext(int slot);
    void onReplyFinished(int slot, QNetworkReply *reply, qint64 sentNs);

    std::vector<std::unique_ptr<QNetworkAccessManager>> m_managers;
    const KeySet *m_keys = nullptr;
    LoadSink *m_sink = nullptr;
    qsizetype m_next = 0, m_end = 0;
    int m_inFlight = 0;
    bool m_aborted = false;
    QList<QNetworkReply *> m_replies; ///< per slot, for abort
    QElapsedTimer m_clock;
    QByteArray m_base;
};

} // namespace ringcore
