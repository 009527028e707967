#include "testlineprotocol.h"

#include "ringcore/core/buildinfo.h"
#include "ringcore/live/backendkind.h"
#include "ringcore/live/loadprotocol.h"

#include <QCoreApplication>

namespace ringlab::test {

using namespace ringcore;

void TestLineLoadEngine::appendRequest(QByteArray &out, QByteArrayView key) const
{
    out += "GET ";
    out += key;
    out += '\n';
}

qsizetype TestLineLoadEngine::parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const
{
    return parse(buffer, pos, &answer->status, &answer->backendPort, &answer->key);
}

qsizetype TestLineLoadEngine::parse(const QByteArray &buffer, qsizetype pos, int *status, int *port, QByteArrayView *key)
{
    const qsizetype eol = buffer.indexOf('\n', pos);
    if (eol < 0)
        return buffer.size() - pos > kMaxKeyLength + 16 ? -1 : 0;
    const QByteArrayView line(buffer.constData() + pos, eol - pos);
    *port = 0;
    *key = {};
    if (line.startsWith("ERR ")) {
        *status = 502;
        return line.size() + 1;
    }
    const qsizetype space = line.indexOf(' ');
    bool ok = false;
    *port = space > 0 ? line.first(space).toInt(&ok) : 0;
    if (!ok || *port < 1 || *port > 65535)
        return -1;
    *status = 200;
    *key = line.sliced(space + 1);
    return line.size() + 1;
}

namespace {

LoadProtocol testLineProtocol()
{
    LoadProtocol p;
    p.name = QStringLiteral("testline");
    p.engines = {{QStringLiteral("testline"), [] { return QStringLiteral("RingLab's test line protocol over TCP"); }}};
    p.create = [](LoadEngineKind, QObject *parent) -> std::unique_ptr<LoadEngine> {
        return std::make_unique<TestLineLoadEngine>(parent);
    };
    p.canSend = [](QByteArrayView key, QString *why) {
        if (key.size() <= TestLineLoadEngine::kMaxKeyLength && !key.contains('\n') && !key.contains(' '))
            return true;
        if (why)
            *why = QStringLiteral("a testline key has at most %1 bytes and no space or newline")
                       .arg(TestLineLoadEngine::kMaxKeyLength);
        return false;
    };
    return p;
}

/// The backends of testline runs: ringlab-responder-testsystem (ringlab-responder's sources with
/// the folder's testlineanswers.cpp), one process answering on every backend port.
class TestLineBackends : public BackendKind
{
public:
    QString name() const override { return QStringLiteral("ringlab-responder-testsystem backends"); }
    QString processName() const override { return QStringLiteral("testline backend responder"); }
    bool serves(const QString &protocol) const override { return protocol == QLatin1String("testline"); }
    QString programName() const override { return QStringLiteral("ringlab-responder-testsystem"); }
    QStringList programCandidates() const override
    {
        return buildinfo::helperCandidates(programName()) << QStringLiteral(RINGLAB_RESPONDER_TESTSYSTEM);
    }
    QByteArray config(const BackendFarmInput &in) const override
    {
        QByteArray c = "# Written by RingLab for one live run (ringlab-responder-testsystem).\nprotocol testline\n";
        for (int p : in.ports)
            c += "port " + QByteArray::number(p) + '\n';
        return c;
    }
    QStringList startArguments(const BackendFarmInput &in) const override
    {
        return {QStringLiteral("--config"), in.configPath()};
    }
};

} // namespace

} // namespace ringlab::test

namespace ringcore {
RINGCORE_REGISTER_LOAD_PROTOCOL(testline, ringlab::test::testLineProtocol())
RINGCORE_REGISTER_BACKEND_KIND(90, ringlab::test::TestLineBackends)
}
