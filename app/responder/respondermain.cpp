// ringlab-responder: the backends of a live run that speaks memcached or DNS (docs/live-runs.md,
// "Backends"). One process, one thread, one epoll loop serving every port of the run on 127.0.0.1;
// each port answers with its own number, so a load engine learns which backend answered:
//
//   memcached: `get <key>` (and `gets`, several keys) → `VALUE <key> 0 <n>\r\n<port>\r\nEND\r\n`;
//              `set` is stored nowhere and answered STORED, `version` and `quit` as memcached does.
//   dns:       every query on UDP → one A record 10.0.<port / 256>.<port % 256> for the question's
//              name (any type); TCP on the same ports is accepted and closed (readiness checks).
//
//   ringlab-responder --config FILE      (lines "protocol memcached|dns" and "port N")
//   ringlab-responder --version
//
// SIGHUP re-reads the config and closes the ports no longer listed (a backend failing mid-run, as
// nginx does for the HTTP backends); SIGTERM and SIGINT end it. Plain POSIX on purpose: the
// responder must never be what limits a run's speed.
#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <memory>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <set>
#include <string>
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace {

enum class Protocol { Memcached, Dns };

struct Config
{
    Protocol protocol = Protocol::Memcached;
    std::set<int> ports;
};

bool readConfig(const char *path, Config *config, std::string *error)
{
    FILE *f = std::fopen(path, "r");
    if (!f) {
        *error = std::string("cannot read ") + path + ": " + std::strerror(errno);
        return false;
    }
    Config c;
    bool haveProtocol = false;
    char line[256];
    int number = 0;
    while (std::fgets(line, sizeof line, f)) {
        ++number;
        char word[32] = {}, value[64] = {};
        const int n = std::sscanf(line, "%31s %63s", word, value);
        if (n <= 0 || word[0] == '#')
            continue;
        if (n == 2 && std::strcmp(word, "protocol") == 0) {
            if (std::strcmp(value, "memcached") == 0)
                c.protocol = Protocol::Memcached;
            else if (std::strcmp(value, "dns") == 0)
                c.protocol = Protocol::Dns;
            else {
                *error = std::string(path) + ":" + std::to_string(number) + ": unknown protocol " + value
                       + " (memcached or dns)";
                std::fclose(f);
                return false;
            }
            haveProtocol = true;
        } else if (n == 2 && std::strcmp(word, "port") == 0) {
            char *end = nullptr;
            const long port = std::strtol(value, &end, 10);
            if (*end || port < 1 || port > 65535) {
                *error = std::string(path) + ":" + std::to_string(number) + ": port must be 1-65535";
                std::fclose(f);
                return false;
            }
            c.ports.insert(int(port));
        } else {
            *error = std::string(path) + ":" + std::to_string(number) + ": expected \"protocol NAME\" or \"port N\"";
            std::fclose(f);
            return false;
        }
    }
    std::fclose(f);
    if (!haveProtocol) {
        *error = std::string(path) + ": no protocol line";
        return false;
    }
    *config = c;
    return true;
}

int listenSocket(int type, int port, std::string *error)
{
    const int fd = ::socket(AF_INET, type | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *error = std::string("socket: ") + std::strerror(errno);
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
        *error = "bind 127.0.0.1:" + std::to_string(port) + (type == SOCK_DGRAM ? "/udp: " : "/tcp: ") + std::strerror(errno);
        ::close(fd);
        return -1;
    }
    if (type == SOCK_DGRAM) {
        const int size = 4 << 20;
        ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, sizeof size);
        ::setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
    } else if (::listen(fd, 1024) != 0) {
        *error = "listen 127.0.0.1:" + std::to_string(port) + ": " + std::strerror(errno);
        ::close(fd);
        return -1;
    }
    return fd;
}

/// What an epoll event belongs to.
struct Handle
{
    enum Kind { Listener, Udp, Client, Signals } kind;
    int fd = -1;
    int port = 0;
    std::string in, out;
};

class Responder
{
public:
    explicit Responder(const char *configPath) : m_configPath(configPath) {}

    int run()
    {
        std::string error;
        if (!readConfig(m_configPath, &m_config, &error))
            return fail(error);
        m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
        sigset_t mask;
        sigemptyset(&mask);
        sigaddset(&mask, SIGTERM);
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGHUP);
        ::sigprocmask(SIG_BLOCK, &mask, nullptr);
        std::signal(SIGPIPE, SIG_IGN);
        const int sfd = ::signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
        add(new Handle{Handle::Signals, sfd, 0, {}, {}});
        for (int port : m_config.ports)
            if (!openPort(port, &error))
                return fail(error);
        std::vector<epoll_event> events(256);
        for (;;) {
            const int n = ::epoll_wait(m_epoll, events.data(), int(events.size()), -1);
            if (n < 0 && errno == EINTR)
                continue;
            for (int i = 0; i < n; ++i) {
                Handle *h = static_cast<Handle *>(events[size_t(i)].data.ptr);
                if (m_closed.count(h))
                    continue;
                switch (h->kind) {
                case Handle::Signals:
                    if (!onSignal(h))
                        return 0;
                    break;
                case Handle::Listener: onAccept(h); break;
                case Handle::Udp: onDatagrams(h); break;
                case Handle::Client: onClient(h, events[size_t(i)].events); break;
                }
            }
            for (Handle *h : m_closed)
                delete h;
            m_closed.clear();
        }
    }

private:
    static int fail(const std::string &message)
    {
        std::fprintf(stderr, "ringlab-responder: %s\n", message.c_str());
        return 1;
    }

    void add(Handle *h, uint32_t events = EPOLLIN)
    {
        epoll_event e{};
        e.events = events;
        e.data.ptr = h;
        ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, h->fd, &e);
    }

    void close(Handle *h)
    {
        ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, h->fd, nullptr);
        ::close(h->fd);
        m_closed.insert(h);
    }

    bool openPort(int port, std::string *error)
    {
        const int tcp = listenSocket(SOCK_STREAM, port, error);
        if (tcp < 0)
            return false;
        auto *listener = new Handle{Handle::Listener, tcp, port, {}, {}};
        add(listener);
        m_ports[port].push_back(listener);
        if (m_config.protocol == Protocol::Dns) {
            const int udp = listenSocket(SOCK_DGRAM, port, error);
            if (udp < 0)
                return false;
            auto *h = new Handle{Handle::Udp, udp, port, {}, {}};
            add(h);
            m_ports[port].push_back(h);
        }
        return true;
    }

    bool onSignal(Handle *h)
    {
        signalfd_siginfo info{};
        bool keepRunning = true;
        while (::read(h->fd, &info, sizeof info) == ssize_t(sizeof info)) {
            if (info.ssi_signo != SIGHUP) {
                keepRunning = false;
                continue;
            }
            Config next;
            std::string error;
            if (!readConfig(m_configPath, &next, &error)) {
                std::fprintf(stderr, "ringlab-responder: reload: %s\n", error.c_str());
                continue;
            }
            // Ports no longer listed stop listening (their open connections are closed too).
            for (auto it = m_ports.begin(); it != m_ports.end();) {
                if (next.ports.count(it->first)) {
                    ++it;
                    continue;
                }
                for (Handle *p : it->second)
                    close(p);
                std::vector<Handle *> gone;
                for (auto &[fd, client] : m_clients)
                    if (client->port == it->first)
                        gone.push_back(client);
                for (Handle *client : gone)
                    dropClient(client);
                it = m_ports.erase(it);
            }
        }
        return keepRunning;
    }

    void onAccept(Handle *listener)
    {
        for (;;) {
            const int fd = ::accept4(listener->fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (fd < 0)
                return;
            if (m_config.protocol == Protocol::Dns) { // readiness probes only
                ::close(fd);
                continue;
            }
            const int one = 1;
            ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            auto *client = new Handle{Handle::Client, fd, listener->port, {}, {}};
            m_clients[fd] = client;
            add(client);
        }
    }

    void onClient(Handle *c, uint32_t events)
    {
        if (events & (EPOLLERR | EPOLLHUP)) {
            dropClient(c);
            return;
        }
        if (events & EPOLLOUT) {
            if (!flush(c))
                return;
        }
        if (!(events & EPOLLIN))
            return;
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(c->fd, buffer, sizeof buffer);
            if (n > 0) {
                c->in.append(buffer, size_t(n));
                continue;
            }
            if (n == 0) {
                answerMemcached(c);
                flush(c);
                dropClient(c);
                return;
            }
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            dropClient(c);
            return;
        }
        if (!answerMemcached(c)) {
            flush(c);
            dropClient(c);
            return;
        }
        flush(c);
    }

    void dropClient(Handle *c)
    {
        if (m_closed.count(c))
            return;
        m_clients.erase(c->fd);
        close(c);
    }

    /// Writes what is queued; false when the client is gone.
    bool flush(Handle *c)
    {
        while (!c->out.empty()) {
            const ssize_t n = ::write(c->fd, c->out.data(), c->out.size());
            if (n > 0) {
                c->out.erase(0, size_t(n));
                continue;
            }
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
                epoll_event e{};
                e.events = EPOLLIN | EPOLLOUT;
                e.data.ptr = c;
                ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c->fd, &e);
                return true;
            }
            dropClient(c);
            return false;
        }
        epoll_event e{};
        e.events = EPOLLIN;
        e.data.ptr = c;
        ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c->fd, &e);
        return true;
    }

    /// Answers every complete command in c->in; false after `quit` or a line too long to be one.
    bool answerMemcached(Handle *c)
    {
        const std::string id = std::to_string(c->port);
        size_t pos = 0;
        bool keep = true;
        for (;;) {
            const size_t eol = c->in.find('\n', pos);
            if (eol == std::string::npos) {
                if (c->in.size() - pos > 8192)
                    keep = false; // no command line is that long
                break;
            }
            size_t end = eol;
            if (end > pos && c->in[end - 1] == '\r')
                --end;
            const std::string_view line(c->in.data() + pos, end - pos);
            const size_t space = line.find(' ');
            const std::string_view command = line.substr(0, space);
            if (command == "get" || command == "gets") {
                size_t k = space;
                while (k != std::string_view::npos && k < line.size()) {
                    while (k < line.size() && line[k] == ' ')
                        ++k;
                    if (k >= line.size())
                        break;
                    const size_t e = line.find(' ', k);
                    const std::string_view key = line.substr(k, e == std::string_view::npos ? e : e - k);
                    c->out += "VALUE ";
                    c->out += key;
                    c->out += command == "gets" ? " 0 " + std::to_string(id.size()) + " 1\r\n"
                                                : " 0 " + std::to_string(id.size()) + "\r\n";
                    c->out += id;
                    c->out += "\r\n";
                    k = e;
                }
                c->out += "END\r\n";
            } else if (command == "set" || command == "add" || command == "replace" || command == "append"
                       || command == "prepend") {
                // <command> <key> <flags> <exptime> <bytes> [noreply]\r\n<data>\r\n
                char key[251] = {};
                unsigned flags = 0;
                long exptime = 0, bytes = -1;
                char noreply[16] = {};
                const std::string text(line);
                const int fields = std::sscanf(text.c_str() + command.size(), " %250s %u %ld %ld %15s", key, &flags,
                                               &exptime, &bytes, noreply);
                if (fields < 4 || bytes < 0 || bytes > (1 << 20)) {
                    c->out += "CLIENT_ERROR bad command line format\r\n";
                    pos = eol + 1;
                    continue;
                }
                if (c->in.size() < eol + 1 + size_t(bytes) + 2)
                    break; // data block not complete yet
                if (std::strcmp(noreply, "noreply") != 0)
                    c->out += "STORED\r\n";
                pos = eol + 1 + size_t(bytes) + 2;
                continue;
            } else if (command == "version") {
                c->out += "VERSION ringlab-responder\r\n";
            } else if (command == "quit") {
                keep = false;
                pos = eol + 1;
                break;
            } else if (!line.empty()) {
                c->out += "ERROR\r\n";
            }
            pos = eol + 1;
        }
        c->in.erase(0, pos);
        return keep;
    }

    void onDatagrams(Handle *h)
    {
        constexpr int kBatch = 64;
        static unsigned char in[kBatch][512];
        static unsigned char out[kBatch][600];
        static sockaddr_in peers[kBatch];
        mmsghdr messages[kBatch];
        iovec vectors[kBatch];
        for (;;) {
            for (int i = 0; i < kBatch; ++i) {
                vectors[i] = {in[i], sizeof in[i]};
                messages[i] = {};
                messages[i].msg_hdr.msg_iov = &vectors[i];
                messages[i].msg_hdr.msg_iovlen = 1;
                messages[i].msg_hdr.msg_name = &peers[i];
                messages[i].msg_hdr.msg_namelen = sizeof peers[i];
            }
            const int n = ::recvmmsg(h->fd, messages, kBatch, MSG_DONTWAIT, nullptr);
            if (n <= 0)
                return;
            mmsghdr replies[kBatch];
            iovec replyVectors[kBatch];
            int count = 0;
            for (int i = 0; i < n; ++i) {
                const size_t length = answerDns(in[i], messages[i].msg_len, out[count], h->port);
                if (length == 0)
                    continue;
                replyVectors[count] = {out[count], length};
                replies[count] = {};
                replies[count].msg_hdr.msg_iov = &replyVectors[count];
                replies[count].msg_hdr.msg_iovlen = 1;
                replies[count].msg_hdr.msg_name = &peers[i];
                replies[count].msg_hdr.msg_namelen = messages[i].msg_hdr.msg_namelen;
                ++count;
            }
            for (int sent = 0; sent < count;) {
                const int m = ::sendmmsg(h->fd, replies + sent, unsigned(count - sent), 0);
                if (m <= 0)
                    break;
                sent += m;
            }
        }
    }

    /// One A record naming the backend for the query's question; 0 when `query` is not a query.
    static size_t answerDns(const unsigned char *query, size_t length, unsigned char *out, int port)
    {
        if (length < 12 || (query[2] & 0x80) || query[4] != 0 || query[5] != 1)
            return 0;
        size_t pos = 12;
        while (pos < length && query[pos] != 0) {
            if (query[pos] > 63)
                return 0;
            pos += size_t(query[pos]) + 1;
        }
        if (pos + 5 > length)
            return 0;
        const size_t questionEnd = pos + 5;
        std::memcpy(out, query, questionEnd);
        out[2] = 0x84 | (query[2] & 0x01); // QR, AA, RD copied
        out[3] = 0x80;                      // RA, NOERROR
        out[6] = 0, out[7] = 1;             // ANCOUNT 1
        out[8] = out[9] = out[10] = out[11] = 0;
        unsigned char *a = out + questionEnd;
        const unsigned char record[] = {0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 0, 0, 4,
                                        10, 0, uint8_t(port >> 8), uint8_t(port & 0xff)};
        std::memcpy(a, record, sizeof record);
        return questionEnd + sizeof record;
    }

    const char *m_configPath;
    Config m_config;
    int m_epoll = -1;
    std::map<int, std::vector<Handle *>> m_ports;
    std::map<int, Handle *> m_clients;
    std::set<Handle *> m_closed;
};

} // namespace

int main(int argc, char **argv)
{
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("ringlab-responder 1 (memcached, dns)\n");
        return 0;
    }
    if (argc != 3 || std::strcmp(argv[1], "--config") != 0) {
        std::fprintf(stderr, "usage: ringlab-responder --config FILE | --version\n");
        return 2;
    }
    return Responder(argv[2]).run();
}
