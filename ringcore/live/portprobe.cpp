#include "ringcore/live/portprobe.h"

#include <QFile>
#include <QHostAddress>
#include <QTcpServer>

namespace ringcore {

bool PortProbe::canBind(int port)
{
    QTcpServer server;
    return server.listen(QHostAddress::LocalHost, quint16(port));
}

int PortProbe::firstBusyPort(int base, int count)
{
    // /proc is one read for all ports; binding catches what /proc misses (other namespaces).
    const QSet<int> listening = listeningPorts();
    for (int p = base; p < base + count; ++p) {
        if (listening.contains(p) || !canBind(p))
            return p;
    }
    return 0;
}

int PortProbe::findFreeBase(int count, int from)
{
    const QSet<int> listening = listeningPorts();
    for (int base = from; base + count <= 65535;) {
        int busy = 0;
        for (int p = base; p < base + count; ++p) {
            if (listening.contains(p) || !canBind(p)) {
                busy = p;
                break;
            }
        }
        if (busy == 0)
            return base;
        base = busy + 1;
    }
    return 0;
}

QSet<int> PortProbe::listeningPorts()
{
    QSet<int> ports;
    for (const char *path : {"/proc/net/tcp", "/proc/net/tcp6"}) {
        QFile file(QString::fromLatin1(path));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            // "  sl  local_address rem_address   st ..." ; local "0100007F:2329", st "0A" = LISTEN
            const QList<QByteArray> fields = lines[i].simplified().split(' ');
            if (fields.size() < 4 || fields[3] != "0A")
                continue;
            const QByteArray &local = fields[1];
            const qsizetype colon = local.lastIndexOf(':');
            if (colon < 0)
                continue;
            bool ok = false;
            const int port = local.mid(colon + 1).toInt(&ok, 16);
            if (ok)
                ports.insert(port);
        }
    }
    return ports;
}

QList<int> PortProbe::listeningIn(int base, int count)
{
    const QSet<int> listening = listeningPorts();
    QList<int> result;
    for (int p = base; p < base + count; ++p) {
        if (listening.contains(p))
            result.append(p);
    }
    return result;
}

} // namespace ringcore
