#pragma once

#include "ringcore/live/liverunconfig.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QObject;

namespace ringcore {

class LoadEngine;

/// One load protocol a live run can speak to a system (SystemDescription::loadProtocol()): its
/// engine(s), what they are called for a user, and which keys it can carry. Each protocol
/// registers from its engine's .cpp file with RINGCORE_REGISTER_LOAD_PROTOCOL, so a new protocol
/// is new files and touches no shared one (LoadEngine::create, speaks, canSend and describe ask
/// the registry).
struct LoadProtocol
{
    /// One engine of the protocol: "qnam", "raw", "memcached"… and its description (translated).
    struct Engine
    {
        QString name;
        std::function<QString()> describe;
    };

    QString name; ///< the protocol's name: "http", "memcached", "redis", "dns"
    QList<Engine> engines;
    /// The engine for a run (HTTP has two, chosen by `kind`; the others ignore it).
    std::function<std::unique_ptr<LoadEngine>(LoadEngineKind kind, QObject *parent)> create;
    /// Whether a key can be sent as it is; false + *why (translated) otherwise. Unset: every key.
    std::function<bool(QByteArrayView key, QString *why)> canSend;
};

/// Every load protocol the engines speak.
class LoadProtocolRegistry
{
public:
    /// Called by RINGCORE_REGISTER_LOAD_PROTOCOL at start-up; false (and not added) for a name
    /// registered already.
    static bool add(LoadProtocol protocol);
    static const LoadProtocol *find(const QString &name);
    /// In registration order.
    static QStringList names();
    /// The description of an engine by its name ("qnam" → "Qt's HTTP client …"); the name itself
    /// when no protocol has such an engine.
    static QString describeEngine(const QString &engine);
};

/// Registers a load protocol from its engine's .cpp file:
/// RINGCORE_REGISTER_LOAD_PROTOCOL(memcached, makeMemcachedProtocol())
#define RINGCORE_REGISTER_LOAD_PROTOCOL(id, protocol)                                                  \
    namespace {                                                                                        \
    const bool ringcoreLoadProtocolRegistered_##id = ::ringcore::LoadProtocolRegistry::add(protocol); \
    }

} // namespace ringcore
