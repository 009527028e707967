#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace ringcore {

/// DNS names as bytes: the one encoding that the dnsdist port hashes (DnsdistHash::qnameHash) and
/// the DNS load engine asks (DnsLoadEngine::keyName), so both see the same name for a key.
class DnsName
{
public:
    /// A name in presentation form ("www.Example.com", trailing dot optional, "" or "." for the
    /// root) in wire form, as dnsdist's DNSName stores it (pdns/dnsname.cc): length-prefixed labels
    /// and the root's 0 byte. `\.` and `\DDD` escapes are honoured. Empty labels are dropped and
    /// labels over 63 bytes split, so any key gives a name (a key that is not a valid DNS name
    /// cannot be queried anyway).
    static QByteArray wire(QByteArrayView name);
};

} // namespace ringcore
